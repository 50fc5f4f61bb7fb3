import SlidingNavigationBarLab
print("transition-lab")
