Pod::Spec.new do |s|
  s.name         = 'SlidingNavigationBar'
  s.version      = '0.1.0'
  s.summary      = 'Every page of a UINavigationController carries its own whole navigation bar.'
  s.description  = <<-DESC
    During push, pop and the swipe back, each page slides with an image of its own bar, so pages
    with different bars never make the shared bar jump, fade or leave a gap. Zero code: the
    library installs itself when the app loads. Opt a page out with `slidingBar.isEnabled = false`.
  DESC
  s.homepage     = 'https://github.com/sliding-navigation-bar/SlidingNavigationBar'
  s.license      = { :type => 'MIT' }
  s.author       = { 'SlidingNavigationBar contributors' => 'https://github.com/sliding-navigation-bar' }
  s.source       = { :git => 'https://github.com/sliding-navigation-bar/SlidingNavigationBar.git', :tag => s.version.to_s }

  s.ios.deployment_target = '13.0'
  s.swift_versions = '6.0'

  # One pod, one module: the core, the UIKit shell and the Objective-C loader compile together
  # as `SlidingNavigationBar` (the shell's `import SlidingNavigationBarCore` is guarded by
  # `canImport`, false here). scripts/check-podspec-module.sh compiles exactly these Swift files.
  s.module_name  = 'SlidingNavigationBar'
  s.source_files = 'Sources/SlidingNavigationBarCore/**/*.swift',
                   'Sources/SlidingNavigationBar/**/*.swift',
                   'Sources/SlidingNavigationBarLoader/**/*.{h,m}'
  s.public_header_files = 'Sources/SlidingNavigationBarLoader/include/*.h'
  s.frameworks   = 'UIKit', 'SwiftUI'
  # The core's engine, geometry and policy types are `package` (visible to the shell, not to
  # apps); outside SwiftPM `package` needs a package name.
  s.pod_target_xcconfig = { 'OTHER_SWIFT_FLAGS' => '$(inherited) -package-name SlidingNavigationBar' }
end
