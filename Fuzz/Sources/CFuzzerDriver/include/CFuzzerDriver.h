// libFuzzer's entry for programs that keep their own main (libFuzzer >= 13).
// SwiftPM names an executable's main itself, so libFuzzer's main cannot be used.
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv,
                        int (*callback)(const uint8_t *data, size_t size));
