// The operating system's C library, imported here and nowhere else in the package
// (scripts/check-system-calls fails on `import Glibc` or `import Darwin` outside this
// module). What POSIX gives both systems under one name (`open`, `read`, `rename`,
// `fsync`, `flock`, `posix_spawnp`, sockets) is re-exported as it is; each facility one
// system has and the other lacks, or spells differently, is a type of this module with
// one branch per system, so the rest of the package names no system.
//
// Tested on Linux (Glibc) only: the Darwin branches are written to the documented Darwin
// API and compiled nowhere here (README.md, "Platforms").
#if canImport(Glibc)
  @_exported import Glibc
#elseif canImport(Darwin)
  @_exported import Darwin
#else
  #error("BlogDocSystem knows Glibc (Linux) and Darwin (macOS) only.")
#endif
