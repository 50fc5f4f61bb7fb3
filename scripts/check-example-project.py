#!/usr/bin/env python3
"""Checks the Example's hand-written Xcode project without Xcode.

usage: check-example-project.py [--project P.xcodeproj] [--app-dir DIR] [--package-root DIR]
       check-example-project.py --self-test

It reads project.pbxproj (an old-style property list) with its own small parser and checks:
- every object ID referenced anywhere in the project names an object that exists;
- every Swift file under the app folder is in the app target's Sources phase, and every file
  in that phase exists on disk;
- each local package reference's relativePath is a folder holding Package.swift, and every
  package product the targets use is a library product declared there;
- every package module a target's Swift files import (the UI tests' included) comes from a
  library product the target depends on and links in its Frameworks phase;
- every shared scheme's BuildableReferences name real targets (BlueprintIdentifier,
  BlueprintName, BuildableName).
Exit status: 0 when every check passes, 1 with one line per problem otherwise.
`--self-test` runs this file's own tests, which break copies of the project on purpose.
"""
import os
import re
import sys
import xml.etree.ElementTree as ElementTree

OBJECT_ID = re.compile(r"^[0-9A-F]{24}$")


class PlistError(Exception):
    pass


def parse_plist(text):
    """Parses an old-style (OpenStep) property list: dicts, arrays, quoted and bare strings."""
    position = 0

    def skip():
        nonlocal position
        while position < len(text):
            if text[position].isspace():
                position += 1
            elif text.startswith("/*", position):
                end = text.find("*/", position + 2)
                if end < 0:
                    raise PlistError("unterminated comment")
                position = end + 2
            elif text.startswith("//", position):
                end = text.find("\n", position)
                position = len(text) if end < 0 else end + 1
            else:
                return

    def expect(character):
        nonlocal position
        skip()
        if position >= len(text) or text[position] != character:
            found = text[position] if position < len(text) else "end of file"
            raise PlistError(f"expected '{character}' at offset {position}, found '{found}'")
        position += 1

    def value():
        nonlocal position
        skip()
        if position >= len(text):
            raise PlistError("unexpected end of file")
        character = text[position]
        if character == "{":
            position += 1
            result = {}
            while True:
                skip()
                if position < len(text) and text[position] == "}":
                    position += 1
                    return result
                key = value()
                if not isinstance(key, str):
                    raise PlistError(f"a dictionary key must be a string at offset {position}")
                expect("=")
                result[key] = value()
                expect(";")
        if character == "(":
            position += 1
            result = []
            while True:
                skip()
                if position < len(text) and text[position] == ")":
                    position += 1
                    return result
                result.append(value())
                skip()
                if position < len(text) and text[position] == ",":
                    position += 1
        if character == '"':
            position += 1
            out = []
            while position < len(text) and text[position] != '"':
                if text[position] == "\\" and position + 1 < len(text):
                    escaped = text[position + 1]
                    out.append({"n": "\n", "t": "\t"}.get(escaped, escaped))
                    position += 2
                else:
                    out.append(text[position])
                    position += 1
            if position >= len(text):
                raise PlistError("unterminated string")
            position += 1
            return "".join(out)
        match = re.compile(r"[A-Za-z0-9_$./:-]+").match(text, position)
        if not match:
            raise PlistError(f"unexpected '{character}' at offset {position}")
        position = match.end()
        return match.group(0)

    if text.startswith("// !$*UTF8*$!"):
        position = text.find("\n") + 1
    result = value()
    skip()
    if position != len(text):
        raise PlistError(f"unexpected text after the top-level value at offset {position}")
    return result


def referenced_ids(node):
    """Every string in `node` (keys included) that looks like an object ID."""
    if isinstance(node, dict):
        for key, item in node.items():
            if OBJECT_ID.match(key):
                yield key
            yield from referenced_ids(item)
    elif isinstance(node, list):
        for item in node:
            yield from referenced_ids(item)
    elif isinstance(node, str) and OBJECT_ID.match(node):
        yield node


def file_paths(objects, main_group_id):
    """Maps each file reference ID to its path relative to the project's folder."""
    paths = {}

    def walk(group_id, base):
        group = objects.get(group_id, {})
        for child_id in group.get("children", []):
            child = objects.get(child_id, {})
            if child.get("sourceTree") != "<group>":
                continue
            path = os.path.normpath(os.path.join(base, child.get("path", "")))
            if child.get("isa") == "PBXGroup":
                walk(child_id, path)
            else:
                paths[child_id] = path

    walk(main_group_id, "")
    return paths


def library_products(package_swift):
    with open(package_swift, encoding="utf-8") as handle:
        return set(re.findall(r'\.library\(\s*name:\s*"([^"]+)"', handle.read()))


def package_modules(package_swifts):
    """The packages' target names, and each library product's targets, over every package the
    project references (a module may be a target of two packages: the root package builds the
    self-check's folders for its lab; a product of either may provide it)."""
    modules, products = set(), {}
    for package_swift in package_swifts:
        with open(package_swift, encoding="utf-8") as handle:
            text = handle.read()
        modules |= set(re.findall(r'\.(?:target|executableTarget)\(\s*name:\s*"([^"]+)"', text))
        for name, targets in re.findall(r'\.library\(\s*name:\s*"([^"]+)"\s*,\s*targets:\s*\[([^\]]*)\]', text):
            products[name] = set(re.findall(r'"([^"]+)"', targets))
    return modules, products


IMPORT = re.compile(r"^\s*(?:@\w+\s+)*import\s+(?:(?:struct|class|enum|protocol|func|var|let|typealias)\s+)?(\w+)", re.MULTILINE)


def check_imports(pbxproj, objects, paths, base, targets, package_swifts):
    """Every package module imported by a target's sources is provided and linked for it."""
    problems = []
    modules, products = package_modules(package_swifts)
    for target in targets.values():
        name = target.get("name")
        dependencies = [objects.get(d, {}).get("productName") for d in target.get("packageProductDependencies", [])]
        linked = set()
        sources = []
        for phase_id in target.get("buildPhases", []):
            phase = objects.get(phase_id, {})
            for build_file_id in phase.get("files", []):
                build_file = objects.get(build_file_id, {})
                if phase.get("isa") == "PBXFrameworksBuildPhase" and "productRef" in build_file:
                    linked.add(objects.get(build_file["productRef"], {}).get("productName"))
                if phase.get("isa") == "PBXSourcesBuildPhase" and build_file.get("fileRef") in paths:
                    sources.append(paths[build_file["fileRef"]])
        for source in sources:
            full = os.path.join(base, source)
            if not os.path.isfile(full):
                problems.append(f"{pbxproj}: {source} is compiled by {name} but does not exist")
                continue
            with open(full, encoding="utf-8") as handle:
                imported = set(IMPORT.findall(handle.read()))
            for module in sorted(imported & modules):
                providers = [p for p in dependencies if module in products.get(p, set())]
                if not providers:
                    problems.append(f"{pbxproj}: {source} in {name} imports {module}, which no package product of {name} provides")
                elif not any(p in linked for p in providers):
                    problems.append(f"{pbxproj}: {name} depends on {providers[0]} (for {module}) but it is not linked in its Frameworks phase")
    return problems


def check(project_dir, app_dir):
    """Returns the list of problems found; empty when the project is sound."""
    problems = []
    pbxproj = os.path.join(project_dir, "project.pbxproj")
    try:
        with open(pbxproj, encoding="utf-8") as handle:
            project = parse_plist(handle.read())
    except (OSError, PlistError) as error:
        return [f"{pbxproj}: cannot read: {error}"]
    objects = project.get("objects", {})
    base = os.path.dirname(os.path.abspath(project_dir))

    for object_id in sorted(set(referenced_ids({"rootObject": project.get("rootObject"), "objects": objects}))):
        if object_id not in objects:
            problems.append(f"{pbxproj}: object {object_id} is referenced but not defined")

    root = objects.get(project.get("rootObject"), {})
    if root.get("isa") != "PBXProject":
        problems.append(f"{pbxproj}: rootObject is not a PBXProject")
        return problems
    paths = file_paths(objects, root.get("mainGroup"))
    targets = {target_id: objects.get(target_id, {}) for target_id in root.get("targets", [])}

    apps = [t for t in targets.values() if t.get("productType") == "com.apple.product-type.application"]
    if len(apps) != 1:
        problems.append(f"{pbxproj}: expected one application target, found {len(apps)}")
    else:
        app = apps[0]
        compiled = set()
        for phase_id in app.get("buildPhases", []):
            phase = objects.get(phase_id, {})
            if phase.get("isa") != "PBXSourcesBuildPhase":
                continue
            for build_file_id in phase.get("files", []):
                file_ref = objects.get(build_file_id, {}).get("fileRef")
                if file_ref in paths:
                    compiled.add(os.path.normpath(os.path.join(base, paths[file_ref])))
        on_disk = set()
        for folder, _, names in os.walk(app_dir):
            on_disk.update(os.path.normpath(os.path.abspath(os.path.join(folder, n))) for n in names if n.endswith(".swift"))
        for missing in sorted(on_disk - compiled):
            problems.append(f"{pbxproj}: {os.path.relpath(missing, base)} is not in {app.get('name')}'s Sources phase")
        for absent in sorted(compiled - on_disk):
            problems.append(f"{pbxproj}: {os.path.relpath(absent, base)} is compiled by {app.get('name')} but is not in {app_dir}")

    package_swifts = []
    for reference_id in root.get("packageReferences", []):
        reference = objects.get(reference_id, {})
        if reference.get("isa") != "XCLocalSwiftPackageReference":
            continue
        package_root = os.path.normpath(os.path.join(base, reference.get("relativePath", "")))
        package_swift = os.path.join(package_root, "Package.swift")
        if not os.path.isfile(package_swift):
            problems.append(f"{pbxproj}: package reference {reference.get('relativePath')!r} has no Package.swift")
            continue
        declared = library_products(package_swift)
        for dependency in objects.values():
            if dependency.get("isa") == "XCSwiftPackageProductDependency" and dependency.get("package", reference_id) == reference_id:
                if dependency.get("productName") not in declared:
                    problems.append(f"{pbxproj}: product {dependency.get('productName')!r} is not a library of {package_swift}")
        package_swifts.append(package_swift)
    problems.extend(check_imports(pbxproj, objects, paths, base, targets, package_swifts))

    schemes = os.path.join(project_dir, "xcshareddata", "xcschemes")
    scheme_files = sorted(f for f in os.listdir(schemes) if f.endswith(".xcscheme")) if os.path.isdir(schemes) else []
    if not scheme_files:
        problems.append(f"{project_dir}: no shared scheme in xcshareddata/xcschemes")
    for scheme_file in scheme_files:
        path = os.path.join(schemes, scheme_file)
        try:
            tree = ElementTree.parse(path)
        except ElementTree.ParseError as error:
            problems.append(f"{path}: not XML: {error}")
            continue
        for reference in tree.iter("BuildableReference"):
            blueprint = reference.get("BlueprintIdentifier")
            target = targets.get(blueprint)
            if target is None:
                problems.append(f"{path}: BlueprintIdentifier {blueprint} is not a target of the project")
                continue
            if reference.get("BlueprintName") != target.get("name"):
                problems.append(f"{path}: BlueprintName {reference.get('BlueprintName')} is not {target.get('name')}")
            product = objects.get(target.get("productReference"), {}).get("path")
            if reference.get("BuildableName") != product:
                problems.append(f"{path}: BuildableName {reference.get('BuildableName')} is not {product}")
    return problems


def main(arguments):
    repository = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    project = os.path.join(repository, "Example", "SlidingNavigationBarExample.xcodeproj")
    app_dir = os.path.join(repository, "Example", "SlidingNavigationBarExample")
    iterator = iter(arguments)
    for argument in iterator:
        if argument == "--self-test":
            import unittest
            suite = unittest.defaultTestLoader.loadTestsFromTestCase(BrokenProjectTests)
            return 0 if unittest.TextTestRunner(verbosity=2).run(suite).wasSuccessful() else 1
        if argument == "--project":
            project = next(iterator, "")
        elif argument == "--app-dir":
            app_dir = next(iterator, "")
        else:
            print(__doc__.strip().splitlines()[2], file=sys.stderr)
            return 2
    problems = check(project, app_dir)
    for problem in problems:
        print(problem)
    if not problems:
        print(f"check-example-project: {os.path.basename(project)} is consistent")
    return 1 if problems else 0


try:
    import unittest as _unittest

    class BrokenProjectTests(_unittest.TestCase):
        """Each test copies the real project into a temporary repository, breaks one thing and
        expects exactly that problem; the untouched copy must pass."""

        def setUp(self):
            import shutil
            import tempfile
            repository = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
            self.root = tempfile.mkdtemp()
            self.addCleanup(shutil.rmtree, self.root)
            shutil.copy(os.path.join(repository, "Package.swift"), self.root)
            os.makedirs(os.path.join(self.root, "SelfCheck"))
            shutil.copy(os.path.join(repository, "SelfCheck", "Package.swift"), os.path.join(self.root, "SelfCheck"))
            example = os.path.join(self.root, "Example")
            shutil.copytree(os.path.join(repository, "Example", "SlidingNavigationBarExample.xcodeproj"),
                            os.path.join(example, "SlidingNavigationBarExample.xcodeproj"))
            for folder in ("SlidingNavigationBarExample", "SlidingNavigationBarExampleUITests"):
                shutil.copytree(os.path.join(repository, "Example", folder), os.path.join(example, folder))
            self.project = os.path.join(example, "SlidingNavigationBarExample.xcodeproj")
            self.app_dir = os.path.join(example, "SlidingNavigationBarExample")
            self.pbxproj = os.path.join(self.project, "project.pbxproj")
            self.scheme = os.path.join(self.project, "xcshareddata", "xcschemes", "SlidingNavigationBarExample.xcscheme")

        def edit(self, path, old, new):
            with open(path, encoding="utf-8") as handle:
                text = handle.read()
            self.assertIn(old, text, "the fixture no longer has the text this test breaks")
            with open(path, "w", encoding="utf-8") as handle:
                handle.write(text.replace(old, new, 1))

        def problems(self):
            return check(self.project, self.app_dir)

        def test_the_real_project_passes(self):
            self.assertEqual(self.problems(), [])

        def test_a_dangling_object_reference_fails(self):
            self.edit(self.pbxproj, "productRef = 900000000000000000000003", "productRef = 900000000000000000000099")
            self.assertTrue(any("900000000000000000000099 is referenced" in p for p in self.problems()))

        def test_a_swift_file_missing_from_sources_fails(self):
            with open(os.path.join(self.app_dir, "Forgotten.swift"), "w", encoding="utf-8") as handle:
                handle.write("// not in the project\n")
            self.assertTrue(any("Forgotten.swift is not in" in p for p in self.problems()))

        def test_a_compiled_file_missing_on_disk_fails(self):
            os.remove(os.path.join(self.app_dir, "PixelColor+UIColor.swift"))
            self.assertTrue(any("PixelColor+UIColor.swift is compiled" in p for p in self.problems()))

        def test_a_package_path_without_package_swift_fails(self):
            self.edit(self.pbxproj, "relativePath = ..;", "relativePath = ../Elsewhere;")
            self.assertTrue(any("has no Package.swift" in p for p in self.problems()))

        def test_an_unknown_package_product_fails(self):
            self.edit(self.pbxproj, "productName = SlidingNavigationBarSelfCheck;", "productName = SelfCheckTypo;")
            self.assertTrue(any("'SelfCheckTypo' is not a library" in p for p in self.problems()))

        def test_a_scheme_naming_no_target_fails(self):
            self.edit(self.scheme, 'BlueprintIdentifier = "E00000000000000000000002"', 'BlueprintIdentifier = "E00000000000000000000077"')
            self.assertTrue(any("E00000000000000000000077 is not a target" in p for p in self.problems()))

        def test_a_scheme_with_a_wrong_product_name_fails(self):
            self.edit(self.scheme, 'BuildableName = "SlidingNavigationBarExampleUITests.xctest"', 'BuildableName = "Tests.xctest"')
            self.assertTrue(any("BuildableName Tests.xctest" in p for p in self.problems()))

        def test_ui_tests_without_the_self_check_product_fail(self):
            # The UI tests import the pixel oracle: without the product it is not there to link.
            self.edit(self.pbxproj, "packageProductDependencies = (\n\t\t\t\t900000000000000000000004", "packageProductDependencies = (\n\t\t\t\t900000000000000000000002")
            self.assertTrue(any("SlidingNavigationBarExampleUITests imports SlidingNavigationBarPixelOracle" in p for p in self.problems()))

        def test_ui_tests_not_linking_the_self_check_product_fail(self):
            self.edit(self.pbxproj, "\t\t\t\tB00000000000000000000032 /* SlidingNavigationBarSelfCheck in Frameworks */,\n", "")
            self.assertTrue(any("SlidingNavigationBarExampleUITests depends on SlidingNavigationBarSelfCheck" in p for p in self.problems()))

        def test_a_malformed_pbxproj_fails(self):
            self.edit(self.pbxproj, "rootObject = E00000000000000000000010", "rootObject = = E00000000000000000000010")
            self.assertTrue(any("cannot read" in p for p in self.problems()))

        def test_an_unquoted_plus_in_a_path_fails(self):
            # CoreFoundation's old-style parser (plutil, Xcode) stops at a bare '+'.
            self.edit(self.pbxproj, 'path = "PixelColor+UIColor.swift";', "path = PixelColor+UIColor.swift;")
            self.assertTrue(any("cannot read" in p for p in self.problems()))
except ImportError:  # pragma: no cover - unittest is part of the standard library
    pass


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
