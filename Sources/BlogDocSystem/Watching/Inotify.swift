#if os(Linux)
  /// Linux's inotify, for directories: which files in them were written, renamed in or out,
  /// removed or made. Linux only; another system watches by polling (the server's
  /// `PollingWatcher`).
  ///
  /// ```swift
  /// let events = try Inotify.make().get()
  /// events.add("/srv/blog")
  /// if events.wait(milliseconds: -1) { events.read() }   // [Event(name: "hello.xml", …)]
  /// ```
  package struct Inotify: Sendable {
    /// One event: the watch it came from, and the name of the file in its directory.
    package struct Event: Equatable, Sendable {
      /// The id ``Inotify/add(_:)`` gave the watched directory.
      package var watch: Int32
      /// The file's name in that directory (never empty).
      package var name: String
      /// Whether the file is a directory.
      package var isDirectory: Bool
      /// Whether it was made (an empty file, or a directory), rather than written, renamed
      /// or removed.
      package var isCreation: Bool
      /// Whether it arrived: made, or renamed into the directory.
      package var isArrival: Bool
    }

    /// The queue's descriptor, for ``close()``.
    private let descriptor: Int32

    /// A new queue, not blocking on reads, or why there is none.
    package static func make() -> Result<Inotify, SystemFailure> {
      let descriptor = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
      return descriptor >= 0 ? .success(Inotify(descriptor: descriptor)) : .failure(.last)
    }

    private init(descriptor: Int32) { self.descriptor = descriptor }

    /// Watches the directory `path`; returns its watch id, or `nil` when it cannot be
    /// watched (it is gone, or not a directory).
    package func add(_ path: String) -> Int32? {
      let events = IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_DELETE | IN_CREATE
      let id = inotify_add_watch(descriptor, path, UInt32(events) | UInt32(IN_ONLYDIR))
      return id >= 0 ? id : nil
    }

    /// Waits up to `milliseconds` (-1: for ever) for an event; returns whether one is there.
    package func wait(milliseconds: Int32) -> Bool {
      var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      return poll(&poller, 1, milliseconds) > 0
    }

    /// Every pending event, in order; empty when there is none.
    package func read() -> [Event] {
      var events: [Event] = []
      var buffer = [UInt8](repeating: 0, count: 64 * 1024)
      while true {
        let count = buffer.withUnsafeMutableBytes {
          Glibc.read(descriptor, $0.baseAddress, $0.count)
        }
        guard count > 0 else { return events }
        var offset = 0
        while offset + MemoryLayout<inotify_event>.size <= count {
          let event = buffer.withUnsafeBytes {
            $0.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
          }
          let nameStart = offset + MemoryLayout<inotify_event>.size
          let nameBytes = buffer[nameStart..<min(nameStart + Int(event.len), count)].prefix {
            $0 != 0
          }
          offset = nameStart + Int(event.len)
          guard !nameBytes.isEmpty else { continue }
          events.append(
            Event(
              watch: event.wd, name: String(decoding: nameBytes, as: UTF8.self),
              isDirectory: event.mask & UInt32(IN_ISDIR) != 0,
              isCreation: event.mask & UInt32(IN_CREATE) != 0,
              isArrival: event.mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0))
        }
      }
    }

    /// Ends the queue and every watch on it.
    package func close() { _ = Glibc.close(descriptor) }
  }
#endif
