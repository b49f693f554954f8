import Architecture
import CNcurses
print("hello")
