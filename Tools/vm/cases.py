import sys
print("vm tests: 0 passed, 0 failed")
