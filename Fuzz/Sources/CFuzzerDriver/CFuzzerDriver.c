// The declaration in include/CFuzzerDriver.h is all this module provides; the definition
// comes from libFuzzer, linked by `-sanitize=fuzzer`.
#include "CFuzzerDriver.h"
