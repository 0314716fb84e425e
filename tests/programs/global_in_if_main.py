# def inside a module-level if, and the __name__ == "__main__" idiom.
MODE = 2
if MODE == 1:
    def describe(x):
        return "mode one " + str(x)
else:
    def describe(x):
        return "other mode " + str(x)

def main():
    for i in range(3):
        print(describe(i))
    print(__name__)

if __name__ == "__main__":
    main()
else:
    print("imported")
