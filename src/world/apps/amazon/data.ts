/** Invented catalog material for the amazon fixture. */

export const SELLERS: readonly string[] = [
  'Trailhead Outfitters', 'Kitchen Nook Co.', 'Brightwire Electronics', 'Cozy Thread Apparel', 'Paper & Pine',
  'Urban Sprout Home', 'PeakForm Fitness', 'Little Lantern Toys', 'Harbor Light Books', 'Glow & Good Beauty',
];

/** Which seller (index into SELLERS) carries each product type. */
export const SELLER_OF_TYPE: Record<string, number> = {
  backpack: 0, 'water bottle': 0, shoes: 0, umbrella: 0, sunglasses: 0, socks: 0, jacket: 0,
  'coffee maker': 1, kettle: 1, blender: 1, cookware: 1,
  headphones: 2, earbuds: 2, 'phone case': 2, 'desk lamp': 2,
  't-shirt': 3, hoodie: 3,
  notebook: 4, pens: 4,
  candle: 5, 'home decor': 5, planter: 5,
  'yoga mat': 6, dumbbells: 6, 'fitness accessory': 6,
  'board game': 7, puzzle: 7,
  book: 8,
  skincare: 9,
};

export const SIZES = ['extra-small', 'small', 'medium', 'large', 'extra-large'] as const;

export interface ProductTemplate {
  name: string;
  type: string;
  price: readonly [number, number];
  colors: readonly string[];
  sized: boolean;
  blurb: string;
}

export const PRODUCTS: readonly ProductTemplate[] = [
  { name: 'Waterproof Hiking Backpack 30L', type: 'backpack', price: [49, 129], colors: ['forest green', 'charcoal', 'orange'], sized: false, blurb: 'Roll-top daypack with a padded laptop sleeve and hip belt.' },
  { name: 'Insulated Water Bottle 24oz', type: 'water bottle', price: [18, 39], colors: ['white', 'navy', 'sage'], sized: false, blurb: 'Keeps drinks cold for 24 hours, hot for 12.' },
  { name: 'Classic Crewneck T-Shirt', type: 't-shirt', price: [12, 28], colors: ['black', 'white', 'heather grey'], sized: true, blurb: 'Soft combed cotton, pre-shrunk, relaxed fit.' },
  { name: 'Fleece Zip Hoodie', type: 'hoodie', price: [35, 69], colors: ['navy', 'burgundy', 'olive'], sized: true, blurb: 'Brushed fleece hoodie with zip pockets.' },
  { name: 'Trail Running Shoes', type: 'shoes', price: [79, 149], colors: ['blue', 'black', 'red'], sized: true, blurb: 'Grippy lugged outsole and a breathable mesh upper.' },
  { name: 'Wireless Noise-Cancelling Headphones', type: 'headphones', price: [89, 299], colors: ['black', 'silver', 'midnight blue'], sized: false, blurb: '30-hour battery, adaptive noise cancelling, fold-flat design.' },
  { name: 'True Wireless Earbuds', type: 'earbuds', price: [39, 159], colors: ['white', 'black', 'mint'], sized: false, blurb: 'Compact charging case, IPX4 sweat resistance.' },
  { name: 'Slim Phone Case', type: 'phone case', price: [9, 35], colors: ['clear', 'black', 'lavender'], sized: false, blurb: 'Shock-absorbing corners with a raised camera lip.' },
  { name: 'LED Desk Lamp with USB Port', type: 'desk lamp', price: [22, 59], colors: ['white', 'black', 'brass'], sized: false, blurb: 'Five brightness levels and a warm-to-cool color dial.' },
  { name: 'Pour-Over Coffee Maker', type: 'coffee maker', price: [24, 65], colors: ['glass', 'black', 'copper'], sized: false, blurb: 'Borosilicate carafe with a reusable steel filter.' },
  { name: 'Electric Gooseneck Kettle', type: 'kettle', price: [39, 99], colors: ['matte black', 'white', 'stainless'], sized: false, blurb: 'Precise temperature control for tea and pour-over.' },
  { name: 'Personal Blender', type: 'blender', price: [29, 89], colors: ['red', 'black', 'white'], sized: false, blurb: 'Blend smoothies straight into a travel cup.' },
  { name: 'Non-Stick Frying Pan 10in', type: 'cookware', price: [25, 70], colors: ['graphite', 'cream', 'blue'], sized: false, blurb: 'Ceramic coating, oven-safe up to 450F.' },
  { name: 'Extra-Thick Yoga Mat', type: 'yoga mat', price: [19, 59], colors: ['purple', 'teal', 'black'], sized: false, blurb: 'Half-inch cushioning with a carrying strap.' },
  { name: 'Adjustable Dumbbell Set', type: 'dumbbells', price: [79, 249], colors: ['black', 'grey', 'red'], sized: false, blurb: 'Dial from 5 to 52.5 lb in seconds.' },
  { name: 'Resistance Band Set', type: 'fitness accessory', price: [14, 35], colors: ['multicolor', 'black', 'pink'], sized: false, blurb: 'Five bands from light to extra heavy with handles.' },
  { name: 'Hardcover Dot Grid Notebook', type: 'notebook', price: [11, 26], colors: ['black', 'emerald', 'mustard'], sized: false, blurb: '240 numbered pages of 100gsm paper.' },
  { name: 'Gel Pen Set (12 pack)', type: 'pens', price: [8, 19], colors: ['assorted', 'black', 'blue'], sized: false, blurb: 'Quick-drying 0.5mm gel ink.' },
  { name: 'Compact Travel Umbrella', type: 'umbrella', price: [15, 39], colors: ['black', 'yellow', 'navy'], sized: false, blurb: 'Windproof frame, auto open and close.' },
  { name: 'Polarized Sunglasses', type: 'sunglasses', price: [19, 120], colors: ['tortoise', 'black', 'gold'], sized: false, blurb: 'UV400 lenses in a lightweight frame.' },
  { name: 'Strategy Board Game: Harbor Lords', type: 'board game', price: [29, 59], colors: ['multicolor'], sized: false, blurb: 'Trade, build and bluff; 2-5 players, 60 minutes.' },
  { name: '1000-Piece Jigsaw Puzzle', type: 'puzzle', price: [14, 29], colors: ['multicolor'], sized: false, blurb: 'Vintage travel poster artwork.' },
  { name: 'Novel: The Glass Orchard', type: 'book', price: [12, 28], colors: ['paperback', 'hardcover'], sized: false, blurb: 'A family saga across three generations of apple growers.' },
  { name: 'Cookbook: Weeknight Vegetables', type: 'book', price: [18, 35], colors: ['hardcover'], sized: false, blurb: '120 recipes that take 30 minutes or less.' },
  { name: 'Scented Soy Candle', type: 'candle', price: [12, 36], colors: ['cedar', 'lavender', 'citrus'], sized: false, blurb: 'Hand-poured, 50-hour burn time.' },
  { name: 'Linen Throw Pillow Cover', type: 'home decor', price: [14, 32], colors: ['oatmeal', 'rust', 'slate'], sized: false, blurb: '18x18in cover with a hidden zipper.' },
  { name: 'Ceramic Plant Pot with Saucer', type: 'planter', price: [16, 45], colors: ['terracotta', 'white', 'speckled'], sized: true, blurb: 'Drainage hole and a matching saucer.' },
  { name: 'Moisturizing Face Cream', type: 'skincare', price: [15, 48], colors: ['unscented'], sized: false, blurb: 'Hyaluronic acid and ceramides for dry skin.' },
  { name: 'Wool Hiking Socks (3 pairs)', type: 'socks', price: [18, 34], colors: ['grey', 'brown', 'green'], sized: true, blurb: 'Merino blend with cushioned soles.' },
  { name: 'Rain Shell Jacket', type: 'jacket', price: [69, 189], colors: ['yellow', 'navy', 'black'], sized: true, blurb: 'Packable, seam-sealed and breathable.' },
];

export const REVIEWS: Record<number, readonly (readonly [title: string, text: string])[]> = {
  1: [['Broke in a week', 'Stopped working after a few days. Returned it.'], ['Not as pictured', 'The color and quality are nothing like the photos.']],
  2: [['Disappointing', 'Does the job poorly; feels cheap.'], ['Runs small', 'Had to send it back for a bigger size.']],
  3: [['It is okay', 'Fine for the price, nothing special.'], ['Mixed feelings', 'Works, but the finish could be better.']],
  4: [['Very good', 'Solid quality, would buy again.'], ['Happy with it', 'Arrived quickly and works as described.']],
  5: [['Love it!', 'Exceeded my expectations in every way.'], ['Perfect gift', 'Bought one for my sister too.'], ['Best purchase this year', 'Great build and great value.']],
};
