// Measures reading and saving the list file, and its codec against Foundation's
// JSONDecoder/JSONEncoder on the same list.
// Run through `Benchmarks/list-file-codec`, which builds it in release mode.
import Foundation
import ShoppingListModel
import ShoppingListStorage
import TestSupport

let arguments = CommandLine.arguments.dropFirst()
let count = arguments.first.flatMap { Int($0) } ?? 100_000
let runs = arguments.dropFirst().first.flatMap { Int($0) } ?? 7
let names = [
  "milk", "eggs", "bread", "Äpfel und Birnen", "coffee beans (dark roast)", "寿司", "🍎 apples",
  "say \"cheese\"", "oat milk 1 l",
]
let items = (0..<count).map { index in
  ShoppingItem(
    id: UUID(), name: "\(names[index % names.count]) \(index)", isChecked: index % 3 == 0
  )
}

func median(_ label: String, _ body: () throws -> Void) rethrows {
  var samples: [Double] = []
  for _ in 0..<runs {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
  }
  samples.sort()
  let line = label.padding(toLength: 40, withPad: " ", startingAt: 0)
  print(line + String(format: "median %8.1f ms   min %8.1f ms", samples[runs / 2], samples[0]))
}

let bytes = ListFileEncoder.encode(items)
let data = Data(bytes)
print("\(count) items, \(bytes.count) bytes, \(runs) runs each")
try median("ListFileDecoder.decode") {
  let decoded = try ListFileDecoder.decode(bytes)
  precondition(decoded.count == count)
}
median("ListFileEncoder.encode") { precondition(ListFileEncoder.encode(items).count > 0) }
let decodedItems = try ListFileDecoder.decode(bytes)
precondition(decodedItems == items)

let directory = NSTemporaryDirectory() + "list-file-codec-\(getpid())"
let file = ListFile(path: directory + "/list.json")
defer { try? FileManager.default.removeItem(atPath: directory) }
try median("ListFile.write (encode, write, fsync)") { try file.write(items) }
try median("ListFile.read (read, decode, check)") {
  let read = try file.read()
  precondition(read.count == count)
}
try median("Foundation JSONDecoder") {
  let file = try JSONDecoder().decode(FoundationListFile.self, from: data)
  precondition(file.items.count == count)
}
let foundationFile = FoundationListFile(
  items.map { .init(id: $0.id, name: $0.name, checked: $0.isChecked) }
)
let encoder = JSONEncoder()
encoder.outputFormatting = .prettyPrinted
try median("Foundation JSONEncoder (pretty)") {
  let encoded = try encoder.encode(foundationFile)
  precondition(!encoded.isEmpty)
}
