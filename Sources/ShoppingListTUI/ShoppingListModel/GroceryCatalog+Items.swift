extension GroceryCatalog {
  /// The catalog's item names in `category`, one concept a line, singular where English has one
  /// (the lookup finds plurals), in lower case unless a name is spelled otherwise.
  static func itemNames(in category: GroceryCategory) -> [String] {
    switch category {
    case .produce: produce
    case .bakery: bakery
    case .meatAndFish: meatAndFish
    case .dairyAndEggs: dairyAndEggs
    case .frozen: frozen
    case .pantry: pantry
    case .snacksAndSweets: snacksAndSweets
    case .drinks: drinks
    case .household: household
    case .personalCare: personalCare
    case .baby: baby
    case .pets: pets
    }
  }

  private static let produce: [String] = [
    "apple", "apricot", "artichoke", "arugula", "asparagus", "aubergine", "avocado",
    "baby carrot", "baby spinach", "banana", "basil", "bean sprouts", "beet", "beetroot",
    "bell pepper", "blackberry", "blueberry", "bok choy", "broccoli", "brussels sprouts",
    "butternut squash", "cabbage", "cantaloupe", "carrot", "cauliflower", "celery", "chard",
    "cherry", "cherry tomato", "chili", "chives", "cilantro", "clementine", "coriander", "corn",
    "corn on the cob", "courgette", "cranberry", "cucumber", "dill", "eggplant", "endive",
    "fennel", "fig", "garlic", "ginger", "grape", "grapefruit", "green beans", "herbs",
    "honeydew", "jalapeño", "kale", "kiwi", "leek", "lemon", "lemongrass", "lettuce", "lime",
    "lychee", "mango", "melon", "mint", "mushroom", "nectarine", "okra", "onion", "orange",
    "pak choi", "papaya", "parsley", "parsnip", "passion fruit", "peach", "pear", "peas",
    "pepper", "persimmon", "pineapple", "plantain", "plum", "pomegranate", "potato", "pumpkin",
    "radicchio", "radish", "raspberry", "red onion", "rhubarb", "rocket", "romaine",
    "rosemary", "sage", "salad", "scallion", "shallot", "spinach", "spring onion", "squash",
    "strawberry", "swede", "sweet potato", "tangerine", "thyme", "tofu", "tomato", "turnip",
    "watercress", "watermelon", "yam", "zucchini",
  ]

  private static let bakery: [String] = [
    "bagel", "baguette", "bread", "bread roll", "brioche", "brownie", "bun", "burger buns",
    "cake", "challah", "ciabatta", "cinnamon roll", "croissant", "crumpet", "cupcake",
    "danish pastry", "donut", "doughnut", "english muffin", "flatbread", "focaccia",
    "hot cross bun", "muffin", "naan", "pain au chocolat", "pastry", "pie", "pita", "pitta",
    "roll", "rye bread", "scone", "sourdough", "tortilla", "wrap",
  ]

  private static let meatAndFish: [String] = [
    "bacon", "beef", "brisket", "burger", "calamari", "chicken", "chicken breast",
    "chicken thighs", "chicken wings", "chorizo", "cod", "crab", "deli meat", "duck", "fish",
    "gammon", "ground beef", "haddock", "ham", "hot dogs", "lamb", "lamb chops", "lobster",
    "mackerel", "meatballs", "mince", "minced beef", "mussels", "oysters", "pastrami",
    "pepperoni", "pork", "pork chops", "prawns", "prosciutto", "ribs", "salami", "salmon",
    "sausage", "scallops", "sea bass", "shrimp", "squid", "steak", "tilapia", "trout",
    "turkey", "veal", "venison",
  ]

  private static let dairyAndEggs: [String] = [
    "almond milk", "brie", "butter", "buttermilk", "camembert", "cheddar", "cheese",
    "cottage cheese", "cream", "cream cheese", "crème fraîche", "custard", "double cream",
    "egg", "emmental", "feta", "goat cheese", "gouda", "greek yogurt", "gruyère",
    "half-and-half", "halloumi", "heavy cream", "kefir", "margarine", "mascarpone", "milk",
    "mozzarella", "oat milk", "parmesan", "quark", "ricotta", "single cream", "skyr",
    "sour cream", "soy milk", "string cheese", "whipping cream", "yoghurt", "yogurt",
  ]

  private static let frozen: [String] = [
    "chicken nuggets", "dumplings", "edamame", "fish cakes", "fish fingers", "fish sticks",
    "french fries", "fries", "gelato", "gyoza", "hash browns", "ice", "ice cream", "ice cubes",
    "ice lolly", "ice pops", "oven chips", "pierogi", "pizza", "popsicle", "ready meal",
    "sorbet", "spring rolls", "tater tots",
  ]

  private static let pantry: [String] = [
    "almond butter", "anchovies", "baked beans", "baking powder", "baking soda",
    "balsamic vinegar", "basmati rice", "bay leaves", "bbq sauce", "beans",
    "bicarbonate of soda", "black beans", "black pepper", "bouillon", "breadcrumbs", "broth",
    "brown sugar", "bulgur", "capers", "cereal", "chickpeas", "chili flakes", "chocolate chips",
    "chopped tomatoes", "cinnamon", "cocoa powder", "coconut milk", "coconut oil", "cornflakes",
    "cornflour", "cornstarch", "couscous", "crackers", "cumin", "curry paste", "curry powder",
    "dressing", "dried fruit", "fish sauce", "flour", "fusilli", "garlic powder", "gelatin",
    "gherkins", "granola", "gravy", "honey", "hot sauce", "icing sugar", "instant noodles",
    "jam", "jelly", "ketchup", "kidney beans", "lasagne sheets", "lentils", "macaroni",
    "maple syrup", "marmalade", "mayo", "mayonnaise", "muesli", "mustard", "noodles", "nutella",
    "nutmeg", "oatmeal", "oats", "oil", "olive oil", "olives", "oregano", "oyster sauce",
    "pancake mix", "paprika", "passata", "pasta", "pasta sauce", "peanut butter", "penne",
    "pesto", "pickles", "porridge oats", "powdered sugar", "quinoa", "raisins", "ramen", "rice",
    "salad dressing", "salt", "sauce", "sesame oil", "soup", "soy sauce", "spaghetti",
    "spices", "sriracha", "stock", "stock cubes", "sugar", "sunflower oil", "sweetcorn",
    "syrup", "tahini", "tomato paste", "tomato puree", "tomato sauce", "tuna", "turmeric",
    "vanilla extract", "vegetable oil", "vinegar", "worcestershire sauce", "yeast",
  ]

  private static let snacksAndSweets: [String] = [
    "almonds", "beef jerky", "biscuits", "candy", "cashews", "cereal bars", "chewing gum",
    "chips", "chocolate", "cookies", "crisps", "dark chocolate", "dip", "granola bars", "gum",
    "gummy bears", "hummus", "jelly beans", "licorice", "liquorice", "lollipops",
    "marshmallows", "mints", "nuts", "peanuts", "pistachios", "popcorn", "pretzels",
    "protein bars", "rice cakes", "salsa", "sweets", "tortilla chips", "trail mix", "walnuts",
  ]

  private static let drinks: [String] = [
    "apple juice", "beer", "champagne", "cider", "coffee", "coffee beans", "coffee pods",
    "cola", "cordial", "energy drink", "espresso", "gin", "green tea", "ground coffee",
    "hot chocolate", "iced tea", "instant coffee", "juice", "kombucha", "lemonade",
    "mineral water", "orange juice", "prosecco", "red wine", "rosé", "rum", "sake", "smoothie",
    "soda", "soft drinks", "sparkling water", "sparkling wine", "sports drink", "tea",
    "tea bags", "tonic water", "vodka", "water", "whiskey", "whisky", "white wine", "wine",
  ]

  private static let household: [String] = [
    "air freshener", "all-purpose cleaner", "aluminium foil", "aluminum foil", "baking paper",
    "batteries", "bin bags", "bleach", "candles", "charcoal", "cleaning wipes", "cling film",
    "coffee filters", "descaler", "dish soap", "dishwasher salt", "dishwasher tablets",
    "disinfectant wipes", "fabric softener", "foil", "freezer bags", "garbage bags",
    "glass cleaner", "kitchen roll", "laundry detergent", "light bulbs", "matches", "napkins",
    "paper towels", "parchment paper", "plastic wrap", "rinse aid", "rubber gloves",
    "sandwich bags", "sponges", "stain remover", "tin foil", "tissues", "toilet cleaner",
    "toilet paper", "toilet roll", "trash bags", "washing powder", "washing-up liquid",
  ]

  private static let personalCare: [String] = [
    "band-aids", "body lotion", "body wash", "condoms", "conditioner", "contact lens solution",
    "cotton buds", "cotton pads", "cotton swabs", "dental floss", "deodorant", "face cream",
    "face wash", "floss", "hair gel", "hairspray", "hand cream", "hand soap", "ibuprofen",
    "lip balm", "makeup remover", "moisturiser", "moisturizer", "mouthwash",
    "nail polish remover", "painkillers", "paracetamol", "plasters", "razor blades", "razors",
    "sanitary pads", "shampoo", "shaving cream", "shaving foam", "shower gel", "soap",
    "sun cream", "sunscreen", "tampons", "toothbrush", "toothpaste", "vitamins", "wet wipes",
  ]

  private static let baby: [String] = [
    "baby bottles", "baby cereal", "baby food", "baby formula", "baby lotion", "baby oil",
    "baby powder", "baby shampoo", "baby wipes", "diaper cream", "diapers", "formula",
    "infant formula", "nappies", "nappy cream", "teething gel",
  ]

  private static let pets: [String] = [
    "bird seed", "cat food", "cat litter", "cat treats", "dog biscuits", "dog food",
    "dog treats", "fish food", "flea treatment", "kitty litter", "litter", "pet food",
    "poop bags", "rawhide",
  ]
}
