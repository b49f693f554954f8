import Architecture
print("bench")
