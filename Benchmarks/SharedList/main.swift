// Measures loading a shared list of 100,000 items spread over 3 device files against reading
// one 100,000-item list.json, the start-up budget of issue 13 (within 1.5x), and the device file
// decoder against Foundation's JSONDecoder on those files.
// Run: swift run -c release shared-list-benchmarks [items] [runs]
import Foundation
import SharedList
import ShoppingListModel
import ShoppingListStorage

let arguments = CommandLine.arguments.dropFirst()
let count = arguments.first.flatMap { Int($0) } ?? 100_000
let runs = arguments.dropFirst().first.flatMap { Int($0) } ?? 7
let names = [
  "milk", "eggs", "bread", "Äpfel und Birnen", "coffee beans (dark roast)", "寿司",
  "🍎 apples", "say \"cheese\"", "oat milk 1 l",
]
let items = (0..<count).map { index in
  ShoppingItem(
    id: UUID(), name: "\(names[index % names.count]) \(index)", isChecked: index % 3 == 0
  )
}

func median(_ label: String, _ body: () throws -> Void) rethrows -> Double {
  try median(label, preparing: {}, body)
}

/// The median time of `body`, each run after `prepare` (not timed).
func median(
  _ label: String, preparing prepare: () throws -> Void, _ body: () throws -> Void
) rethrows -> Double {
  var samples: [Double] = []
  for _ in 0..<runs {
    try prepare()
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
  }
  samples.sort()
  let line = label.padding(toLength: 48, withPad: " ", startingAt: 0)
  print(line + String(format: "median %8.1f ms   min %8.1f ms", samples[runs / 2], samples[0]))
  return samples[runs / 2]
}

let directory = NSTemporaryDirectory() + "shared-list-benchmarks-\(getpid())"
defer { try? FileManager.default.removeItem(atPath: directory) }
let listFile = ListFile(path: directory + "/list.json")
try listFile.write(items)

// Three devices: the laptop added the first half, the phone the next third, the tablet the
// rest; the phone then checked every tenth item of the laptop's, as a household would.
let devices = ["laptop", "phone", "tablet"].map { DeviceIdentity(id: .random(), name: $0) }
let folders = devices.map { SharedFolder(path: directory + "/list", device: $0) }
let now = HybridClock.wallClockNow()
var list = ReplicatedList()
let parts = [0..<(count / 2), (count / 2)..<(count * 5 / 6), (count * 5 / 6)..<count]
for (device, part) in zip(devices, parts) {
  var clock = HybridClock(device: device.id)
  if let newest = list.newestStamp { clock.observe(newest, now: now) }
  list.adopt(Array(items[part]), stamp: clock.tick(now: now))
}
var phoneClock = HybridClock(device: devices[1].id)
if let newest = list.newestStamp { phoneClock.observe(newest, now: now) }
let checkStamp = phoneClock.tick(now: now)
var phoneLog = list.log(of: devices[1].id)
for item in items[parts[0]].enumerated() where item.offset % 10 == 0 {
  var record = phoneLog.records[item.element.id] ?? ItemRecord(id: item.element.id)
  record.checked = Register(value: !item.element.isChecked, stamp: checkStamp)
  record.edited = checkStamp
  phoneLog.records[item.element.id] = record
}
list.merge(phoneLog)
for folder in folders { try folder.save(list, now: now) }
let sizes = try FileManager.default.contentsOfDirectory(atPath: directory + "/list")
  .filter(DeviceFileName.isSource)
  .map { try FileManager.default.attributesOfItem(atPath: directory + "/list/" + $0)[.size] }
let sizeList = sizes.map { "\($0 ?? 0)" }.joined(separator: ", ")
print("\(count) items, 3 device files (\(sizeList) bytes)")

let baseline = try median("ListFile.read (list.json)") {
  let read = try listFile.read()
  precondition(read.count == count)
}
_ = try median("SharedFolder.read (3 files, decode, join)") {
  let snapshot = try folders[0].read()
  precondition(snapshot.sources.count == 3)
}
_ = try median("SharedFolder.read + visibleItems") {
  let visible = try folders[0].read().list.visibleItems
  precondition(visible.count == count)
}
// What the app's session does at start: one read that gathers each file's share of the visible
// list, which then needs merging only where several devices wrote an item.
let shared = try median("start: FolderReader.read + shares") {
  var reader = FolderReader(
    path: directory + "/list", ownDevice: devices[0].id, gathersShares: true
  )
  let list = try reader.read().list
  let visible = VisibleList(list, shares: reader.takeShares())
  precondition(visible.items.count == count)
}
let snapshot = try folders[0].read()
_ = median("visibleItems of the merged list") {
  precondition(snapshot.list.visibleItems.count == count)
}
_ = try median("SharedFolder.save (one device's file)") {
  try folders[0].save(snapshot.list, now: now)
}
var clock = HybridClock(device: devices[0].id)
var changed = snapshot.list
_ = try median("apply(.setChecked) at \(count) items") {
  try changed.apply(.setChecked(items[count / 2].id, true), clock: &clock, now: now)
}
_ = try median("apply(.move(to: .end)) at \(count) items") {
  try changed.apply(.move(items[count / 2].id, to: .end), clock: &clock, now: now)
}
print(String(format: "start / list.json read: %.2fx", shared / baseline))

// The device files decoded one after another by this module's decoder and by Foundation's
// JSONDecoder, a line at a time into Decodable structs made into the same logs (see
// `FoundationDeviceFile`); neither notes its lines.
let deviceFiles = try FileManager.default.contentsOfDirectory(atPath: directory + "/list")
  .filter(DeviceFileName.isSource).sorted()
  .map { try Array(Data(contentsOf: URL(fileURLWithPath: directory + "/list/" + $0))) }
let jsonDecoder = JSONDecoder()
for bytes in deviceFiles {
  let ours = try DeviceFileDecoder.decode(bytes)
  let foundation = try FoundationDeviceFile.decode(bytes, with: jsonDecoder)
  precondition(ours.header == foundation.header && ours.log == foundation.log)
}
let handWritten = try median("DeviceFileDecoder.decode, 3 files") {
  for bytes in deviceFiles { _ = try DeviceFileDecoder.decode(bytes) }
}
let foundationDecoder = try median("JSONDecoder, a line at a time, 3 files") {
  for bytes in deviceFiles { _ = try FoundationDeviceFile.decode(bytes, with: jsonDecoder) }
}
print(String(format: "JSONDecoder / DeviceFileDecoder: %.2fx", foundationDecoder / handWritten))

// The app's save of one check through its session: the change applied, the write, and the
// patch handed back.
let session = SharedListSession(folder: folders[0])
let semaphore = DispatchSemaphore(value: 0)
nonisolated(unsafe) var loaded = LoadedList(items: [])
Task.detached {
  loaded = try await session.load()
  semaphore.signal()
}
semaphore.wait()
let checkedID = loaded.items[count / 2].id
nonisolated(unsafe) var isChecked = loaded.items[count / 2].isChecked
_ = median("SharedListSession.save of one check") {
  isChecked.toggle()
  let change = ListChange.setChecked(checkedID, isChecked)
  Task.detached {
    _ = try await session.save([change])
    semaphore.signal()
  }
  semaphore.wait()
}

// A command of the laptop (another process of the app's device) adds an item, rewriting the
// laptop's whole file; then the app's session reads the folder again, as its watcher does.
// Only the command's new line is decoded (see `RecordLines`).
var commandClock = HybridClock(device: devices[0].id)
var added = 0
_ = try median("session refresh, own file rewritten elsewhere", preparing: {
  var command = try folders[0].read()
  if let newest = command.list.newestStamp { commandClock.observe(newest, now: now) }
  added += 1
  try command.list.apply(
    .add(id: UUID(), name: "added \(added)", at: .end), clock: &commandClock, now: now + 1
  )
  try folders[0].save(command.list, now: now + 1)
}) {
  Task.detached {
    let update = try await session.refresh()
    precondition(update != nil)
    semaphore.signal()
  }
  semaphore.wait()
}

// Another device (the phone, a process of its own) adds an item to its own file; the app's
// session reads the folder again, as its watcher does, and hands the visible list out.
var phoneCommandClock = HybridClock(device: devices[1].id)
_ = try median("session refresh, another device's file", preparing: {
  var command = try folders[1].read()
  if let newest = command.list.newestStamp { phoneCommandClock.observe(newest, now: now) }
  added += 1
  try command.list.apply(
    .add(id: UUID(), name: "added \(added)", at: .end), clock: &phoneCommandClock, now: now + 2
  )
  try folders[1].save(command.list, now: now + 2)
}) {
  Task.detached {
    let update = try await session.refresh()
    precondition(update != nil)
    semaphore.signal()
  }
  semaphore.wait()
}
