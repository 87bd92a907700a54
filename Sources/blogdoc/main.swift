import BlogDocTool

// The commands are declared in BlogDocTool, which blogdoc's companion programs share (see
// CompanionProgram); this program links none of the libraries those run.
BlogDoc.start()
