import Synchronization

extension AnyCasePath {
  /// `AnyCasePath(keyPath)`, whose extraction turns a value of another case away by its enum
  /// tag before running the key path, where `keyPath` is one of `Root`'s own cases.
  ///
  /// ```swift
  /// let child = AnyCasePath(checkingTags: \Parent.Action.Cases.child)
  /// child.extract(from: .other)           // nil, and `other`'s tag is learned
  /// child.extract(from: .child(.tapped))  // .tapped, and `child`'s tag is learned
  /// child.extract(from: .another)         // nil, from the tag alone
  /// ```
  ///
  /// Every reducer that scopes to a child asks its case path about every action, and most
  /// actions are of another case; the key path of a case costs lookups of generic metadata and
  /// a boxed copy of the action each time. A case path of one of `Root`'s own cases extracts a
  /// value exactly when the value is in that case, so what its key path answered for one value
  /// holds for every value with that tag. Once the key path extracted a value, and the value's
  /// payload had its bytes (it does unless the case is `indirect`), values of that case have
  /// their payload read from the enum's value witnesses, without the key path. Any other case
  /// path (`\.child.grandchild`, or a hand-written one) extracts as `AnyCasePath(keyPath)` does.
  @usableFromInline
  init(checkingTags keyPath: CaseKeyPath<Root, Value>) {
    let casePath = AnyCasePath(keyPath)
    guard let tags = EnumTagReader<Root>(), isOwnCase(keyPath) else {
      self = casePath
      return
    }
    let learned = LearnedCaseTags()
    // NB: two closures rather than one holding an optional reader: unwrapping an optional of a
    // generic type looks up its metadata on every extraction.
    guard let payloads = EnumPayloadReader<Root, Value>() else {
      self.init(
        embed: casePath.embed,
        extract: { root in
          let tag = tags.tag(of: root)
          guard !learned.isOtherCase(tag) else { return nil }
          let value = casePath.extract(from: root)
          learned.record(tag, extracted: value != nil, readsPayload: false)
          return value
        }
      )
      return
    }
    self.init(
      embed: casePath.embed,
      extract: { root in
        let tag = tags.tag(of: root)
        guard !learned.isOtherCase(tag) else { return nil }
        if learned.readsPayload(tag) { return payloads.payload(of: root, tag: tag) }
        let value = casePath.extract(from: root)
        learned.record(
          tag, extracted: value != nil,
          readsPayload: value.map { payloads.holds($0, in: root, tag: tag) } ?? false)
        return value
      }
    )
  }
}

/// Whether `keyPath` is one that `Root.allCasePaths` lists, as `@CasePathable` lists each case.
private func isOwnCase<Root, Value>(_ keyPath: CaseKeyPath<Root, Value>) -> Bool {
  guard let iterable = Root.self as? any CasePathIterable.Type else { return false }
  return lists(iterable, keyPath)
}

private func lists<Root: CasePathIterable>(_: Root.Type, _ keyPath: AnyKeyPath) -> Bool {
  Root.allCasePaths.contains { $0 == keyPath }
}

/// What a case path of one case answered so far: the tag of its case once a value of it was
/// extracted, whether reading the payload of a value of that case gave the same value, and the
/// tags it extracted nothing from (the first 64).
private final class LearnedCaseTags: Sendable {
  private let caseTag = Atomic<UInt64>(.max)
  private let otherTags = Atomic<UInt64>(0)
  private let payloadTag = Atomic<UInt64>(.max)

  /// Whether values with `tag` are known to be of another case.
  func isOtherCase(_ tag: UInt32) -> Bool {
    let known = caseTag.load(ordering: .relaxed)
    if known != .max { return known != UInt64(tag) }
    return tag < 64 && otherTags.load(ordering: .relaxed) & (1 << UInt64(tag)) != 0
  }

  /// Whether values with `tag` are of the case, and reading their payload gives what the key
  /// path extracts.
  func readsPayload(_ tag: UInt32) -> Bool {
    payloadTag.load(ordering: .relaxed) == UInt64(tag)
  }

  /// Notes what the key path answered for a value with `tag`, and whether the value's payload
  /// read as the key path's value had the same bytes as what it extracted.
  func record(_ tag: UInt32, extracted: Bool, readsPayload: Bool) {
    if extracted {
      caseTag.store(UInt64(tag), ordering: .relaxed)
      if readsPayload { payloadTag.store(UInt64(tag), ordering: .relaxed) }
    } else if tag < 64 {
      otherTags.bitwiseOr(1 << UInt64(tag), ordering: .relaxed)
    }
  }
}
