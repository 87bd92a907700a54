// Read before shim.h (module.modulemap lists it first): libxml2's headers without ICU's.
//
// Debian's libxml2 is built with ICU, so its encoding.h includes the system's
// <unicode/ucnv.h>, and this module would define ICU's UErrorCode. Foundation defines it
// too, from its own newer ICU (_FoundationICU), with more members: a Swift target that
// imports Foundation and loads this module (directly or through BlogDocXML) fails with
// "'UErrorCode' has different definitions in different modules".
//
// Nothing of ICU is used through libxml2's API. The only declarations the macro changes
// are encoding.h's: uconv_t, and the last two members of xmlCharEncodingHandler (pointers
// to uconv_t), a struct libxml2 hands out by pointer only and that no Swift code here
// allocates or reads. libxml2 itself is unchanged: it still converts encodings with ICU.
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED
