import Foundation

@testable import ShoppingListModel

extension StoreWalk {
  /// The walk of trip number `trip` (its id ends in that number), finished `minute` minutes after
  /// noon on 1 January 2026 (by default, `trip` minutes: later trips are newer).
  static func fixture(_ trip: Int, minute: Int64? = nil, _ categories: [String]) -> StoreWalk {
    StoreWalk(
      trip: UUID(uuidString: String(format: "00000000-0000-0000-0000-%012ld", trip))!,
      finished: 1_767_268_800_000 + (minute ?? Int64(trip)) * 60_000,
      categories: categories
    )
  }

  /// `count` walks through `categories`, trips `first`, `first + 1`, …
  static func repeated(_ count: Int, from first: Int = 0, _ categories: [String]) -> [StoreWalk] {
    (first..<first + count).map { fixture($0, categories) }
  }
}
