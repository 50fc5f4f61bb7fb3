import Foundation
import SlidingNavigationBarLab

exit(TransitionLabCommand.main(Array(CommandLine.arguments.dropFirst())))
