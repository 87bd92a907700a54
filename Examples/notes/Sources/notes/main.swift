import NotesCommandLine

Notes.main()
