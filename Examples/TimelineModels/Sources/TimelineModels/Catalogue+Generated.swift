import Foundation

extension Catalogue {
    /// A catalogue of `productCount` products (about 560 bytes of compact JSON each), the same every time
    /// for the same count: names, prices, stock and variants come from a fixed-seed generator.
    ///
    /// - Parameter productCount: How many products; 2,000 make about 1.1 MB.
    /// - Returns: The catalogue.
    public static func generated(productCount: Int) -> Catalogue {
        var random = SplitMix(seed: 0x5eed)
        let adjectives = ["Classic", "Organic", "Ultralight", "Heritage", "Smart", "Compact", "Nordic", "Vintage", "Pro", "Everyday"]
        let nouns = ["Backpack", "Kettle", "Lamp", "Jacket", "Headphones", "Mug", "Tent", "Notebook", "Sneakers", "Blender"]
        let words = ["durable", "recycled", "hand-made", "waterproof", "quiet", "fast-charging", "gift", "bestseller", "new", "eco", "café", "naïve-design", "⚡️"]
        let colors = ["black", "white", "sand", "forest", "navy", "rust"]
        let sizes = ["XS", "S", "M", "L", "XL", "one size"]
        let warehouses = ["AMS1", "FRA2", "DUB1", "WAW1", "MAD3"]

        let categories = (0..<40).map { index in
            Category(id: index + 1, name: "\(adjectives[index % 10]) \(nouns[index / 4 % 10])s",
                     parentID: index < 8 ? nil : index % 8 + 1)
        }
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        let products = (0..<productCount).map { index in
            let name = "\(random.pick(adjectives)) \(random.pick(nouns)) \(index)"
            let price = random.next(in: 499...49_999)
            return Product(
                id: 100_000 + index,
                sku: "SKU-\(100_000 + index)",
                name: name,
                summary: "The \(name.lowercased()): \(random.pick(words)), \(random.pick(words)) and \(random.pick(words)). \"Ships\" in 2–3 days.",
                categoryIDs: [random.next(in: 1...8), random.next(in: 9...40)],
                priceCents: price,
                rating: random.next(in: 0...4) == 0 ? nil : Double(random.next(in: 10...50)) / 10,
                tags: (0..<random.next(in: 0...4)).map { _ in random.pick(words) },
                stock: Dictionary(uniqueKeysWithValues: warehouses.map { ($0, random.next(in: 0...250)) }),
                discontinued: random.next(in: 0...19) == 0,
                updatedAt: start.addingTimeInterval(Double(random.next(in: 0...30_000_000))),
                variants: (0..<random.next(in: 1...4)).map { variant in
                    Variant(sku: "SKU-\(100_000 + index)-\(variant)", color: random.pick(colors),
                            size: random.pick(sizes), priceCents: price + 100 * variant)
                })
        }
        return Catalogue(generatedAt: start, currency: "EUR", categories: categories, products: products)
    }
}
