#include <libxml/xmlreader.h>
#include <libxml/xmlwriter.h>
#include <libxml/parserInternals.h>
#include <libxml/uri.h>
#include <libxml/HTMLparser.h>
