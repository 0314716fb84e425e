LEVEL = "sub"
