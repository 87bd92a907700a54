print("blogdoc")
