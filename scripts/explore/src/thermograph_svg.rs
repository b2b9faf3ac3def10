//! A thermograph as an SVG picture, drawn the way the books draw it: temperature upward from
//! −1, values along the horizontal axis with Left's (larger) values on the left, one unit of
//! value as long as one unit of temperature (so the walls run at 45°).
//!
//! The left wall is a `<polyline class="left-wall">`, the right wall a
//! `<polyline class="right-wall">`, each from `t = −1` to the foot of the mast; the mast a
//! `<line class="mast">` from the temperature up, with the mean written over its top; the
//! temperature a dashed `<line class="temperature">` with its value written beside it; the line
//! `t = 0` (where the walls give the stops) a `<line class="axis">` and the line `t = −1` a
//! `<line class="base">`, both labelled. The plot is at most 360 pixels across whatever the
//! values, and the picture's width does not depend on the title: a long title is shortened in
//! the heading (the `<title>` element keeps all of it).

use gamecore::partizan::dyadic::Dyadic;
use gamecore::partizan::temperature::{Thermograph, Wall};
use std::fmt::Write as _;

const FONT: &str = "font-family=\"monospace\" font-size=\"11\"";
const TITLE_FONT: &str = "font-family=\"monospace\" font-size=\"13\"";
const LEFT_COLOUR: &str = "#4e79a7";
const RIGHT_COLOUR: &str = "#e15759";
const MAST_COLOUR: &str = "#1b1b1b";
/// Room around the plot for labels, in pixels.
const MARGIN: f64 = 48.0;
/// Room above the plot for the title.
const TITLE_ROOM: f64 = 28.0;
/// The longer side of the plot, in pixels, whatever the span of values.
const PLOT: f64 = 360.0;
/// The narrowest picture (the plot of a number is a mast only).
const MIN_WIDTH: f64 = 320.0;
/// The advance of one character of the 13-pixel monospace title.
const TITLE_CHAR_WIDTH: f64 = 8.0;

fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// A wall's points from t = −1 up to the mast's foot at `temperature`: its breakpoints, then
/// the point where it meets the mast when its last piece runs on past its last breakpoint (a
/// vertical last piece, as in `^`, is otherwise a lone point and draws nothing).
fn to_the_foot(wall: &Wall, temperature: Dyadic) -> Vec<(Dyadic, Dyadic)> {
    let mut points = wall.vertices();
    if points.last().is_some_and(|&(t, _)| t < temperature) {
        if let Ok(v) = wall.at(temperature) {
            points.push((temperature, v));
        }
    }
    points
}

/// `title`, or its first `fits − 1` characters and an ellipsis when it is longer than `fits`.
fn shortened(title: &str, fits: usize) -> String {
    if title.chars().count() > fits {
        let kept: String = title.chars().take(fits.saturating_sub(1)).collect();
        format!("{kept}\u{2026}")
    } else {
        title.to_string()
    }
}

/// The thermograph `t` as a complete SVG document titled `title`.
///
/// # Example
/// ```
/// use explore::thermograph_svg::thermograph;
/// use gamecore::partizan::canonical::Arena;
/// use gamecore::partizan::notation::parse;
/// use gamecore::partizan::temperature;
/// let mut arena = Arena::new();
/// let g = parse(&mut arena, "{2|0||-1}").unwrap();
/// let t = temperature::thermograph(&mut arena, g);
/// let svg = thermograph("{2|0||-1}", &t);
/// assert!(svg.starts_with("<?xml") && svg.contains("class=\"left-wall\""));
/// assert!(svg.contains(">t = 1<"));
/// ```
///
/// # Complexity
/// Linear in the number of wall vertices.
pub fn thermograph(title: &str, t: &Thermograph) -> String {
    let temperature = t.temperature();
    let mean = t.mean();
    let [left, right] = [t.left_wall(), t.right_wall()].map(|wall| to_the_foot(wall, temperature));
    // The span of values: the walls are widest at the bottom, t = −1.
    let values = left
        .iter()
        .chain(&right)
        .map(|&(_, v)| v.to_f64())
        .chain(std::iter::once(mean.to_f64()));
    let (low, high) = values.fold((f64::MAX, f64::MIN), |(lo, hi), v| (lo.min(v), hi.max(v)));
    let (low, high) = (low - 0.5, high + 0.5);
    // Temperatures from −1 to a little above the temperature (at least to 1, so t = 0 shows).
    let top_t = temperature.to_f64().max(0.0) + 1.0;
    let span = (high - low).max(top_t + 1.0);
    // The plot fits PLOT pixels whatever the values; the picture is at least MIN_WIDTH wide
    // with the plot in its middle, and a long title is shortened, not widened for.
    let scale = (PLOT / span).min(120.0);
    let width = (2.0 * MARGIN + (high - low) * scale).max(MIN_WIDTH);
    let left_edge = (width - (high - low) * scale) / 2.0;
    let height = TITLE_ROOM + 2.0 * MARGIN + (top_t + 1.0) * scale;
    let x = |v: f64| left_edge + (high - v) * scale;
    let y = |t: f64| height - MARGIN - (t + 1.0) * scale;

    let mut body = String::new();
    // The lines t = 0 (where the walls give the stops) and t = −1 (where they start), labelled.
    for (t, class, colour) in [(0.0, "axis", "#bbbbbb"), (-1.0, "base", "#dddddd")] {
        let _ = writeln!(
            body,
            "<line class=\"{class}\" x1=\"{:.1}\" y1=\"{yt:.1}\" x2=\"{:.1}\" y2=\"{yt:.1}\" stroke=\"{colour}\"/>\
             <text class=\"{class}-label\" x=\"4.0\" y=\"{:.1}\" {FONT}>t = {t}</text>",
            MARGIN / 2.0,
            width - MARGIN / 2.0,
            y(t) - 3.0,
            yt = y(t),
        );
    }
    for (wall, class, colour) in [
        (&left, "left-wall", LEFT_COLOUR),
        (&right, "right-wall", RIGHT_COLOUR),
    ] {
        let points: Vec<String> = wall
            .iter()
            .map(|&(t, v)| format!("{:.1},{:.1}", x(v.to_f64()), y(t.to_f64())))
            .collect();
        let _ = writeln!(
            body,
            "<polyline class=\"{class}\" points=\"{}\" fill=\"none\" stroke=\"{colour}\" stroke-width=\"2\"/>",
            points.join(" ")
        );
    }
    let (mx, ty) = (x(mean.to_f64()), y(temperature.to_f64()));
    let _ = writeln!(
        body,
        "<line class=\"mast\" x1=\"{mx:.1}\" y1=\"{ty:.1}\" x2=\"{mx:.1}\" y2=\"{:.1}\" stroke=\"{MAST_COLOUR}\" stroke-width=\"2\"/>",
        y(top_t)
    );
    let _ = writeln!(
        body,
        "<line class=\"temperature\" x1=\"{:.1}\" y1=\"{ty:.1}\" x2=\"{:.1}\" y2=\"{ty:.1}\" stroke=\"#888888\" stroke-dasharray=\"4 3\"/>\
         <text x=\"{:.1}\" y=\"{:.1}\" {FONT}>t = {}</text>",
        MARGIN / 2.0,
        width - MARGIN / 2.0,
        mx + 6.0,
        ty - 4.0,
        escape(&temperature.to_string()),
    );
    // The mean over the mast's top, the stops at the walls' crossings of t = 0.
    let _ = writeln!(
        body,
        "<text class=\"mean\" x=\"{mx:.1}\" y=\"{:.1}\" {FONT} text-anchor=\"middle\">mean {}</text>",
        y(top_t) - 6.0,
        escape(&mean.to_string()),
    );
    if temperature > Dyadic::ZERO {
        for (stop, anchor, colour) in [
            (t.left_stop(), "end", LEFT_COLOUR),
            (t.right_stop(), "start", RIGHT_COLOUR),
        ] {
            let _ = writeln!(
                body,
                "<text x=\"{:.1}\" y=\"{:.1}\" {FONT} text-anchor=\"{anchor}\" fill=\"{colour}\">{}</text>",
                x(stop.to_f64()),
                y(0.0) + 14.0,
                escape(&stop.to_string()),
            );
        }
    }
    let heading = shortened(title, ((width - 16.0) / TITLE_CHAR_WIDTH) as usize);
    format!(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n\
         <svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{w:.0}\" height=\"{h:.0}\" \
         viewBox=\"0 0 {w:.0} {h:.0}\">\n<title>{title}</title>\n\
         <rect class=\"bg\" x=\"0\" y=\"0\" width=\"{w:.0}\" height=\"{h:.0}\" fill=\"#ffffff\"/>\n\
         <text class=\"heading\" x=\"8\" y=\"18\" {TITLE_FONT}>{heading}</text>\n{body}</svg>\n",
        title = escape(title),
        heading = escape(&heading),
        w = width.ceil(),
        h = height.ceil(),
    )
}

#[cfg(test)]
// The coordinates compared are parsed from the same printed text (one decimal place), so
// equal text is equal numbers.
#[allow(clippy::float_cmp)]
mod tests {
    use super::thermograph;
    use gamecore::partizan::canonical::Arena;
    use gamecore::partizan::notation::parse;
    use gamecore::partizan::temperature;

    fn svg_of(text: &str) -> String {
        let mut arena = Arena::new();
        let g = parse(&mut arena, text).unwrap();
        let t = temperature::thermograph(&mut arena, g);
        thermograph(text, &t)
    }

    /// The points of the polyline of `class`, as numbers.
    fn points(svg: &str, class: &str) -> Vec<(f64, f64)> {
        let start = svg.find(&format!("class=\"{class}\" points=\"")).unwrap();
        let rest = &svg[start..];
        let rest = &rest[rest.find("points=\"").unwrap() + 8..];
        rest[..rest.find('"').unwrap()]
            .split(' ')
            .map(|p| {
                let (a, b) = p.split_once(',').unwrap();
                (a.parse().unwrap(), b.parse().unwrap())
            })
            .collect()
    }

    #[test]
    fn one_of_each_element_and_the_labels() {
        let svg = svg_of("+-1");
        for class in ["left-wall", "right-wall", "mast", "temperature", "axis"] {
            assert_eq!(
                svg.matches(&format!("class=\"{class}\"")).count(),
                1,
                "{class}"
            );
        }
        assert!(svg.contains(">t = 1<") && svg.contains(">mean 0<"));
        assert!(svg.contains("<title>+-1</title>"));
    }

    /// ±1: the walls meet at the mast's foot and run at 45° (Left's wall from the left).
    #[test]
    fn the_walls_of_plus_minus_one_are_symmetric_at_45_degrees() {
        let svg = svg_of("+-1");
        let left = points(&svg, "left-wall");
        let right = points(&svg, "right-wall");
        assert_eq!(left.len(), 2);
        assert_eq!(right.len(), 2);
        // Both end at the same point (the foot of the mast).
        assert_eq!(left[1], right[1]);
        // Left's wall starts to the left of the mast, Right's to the right, symmetrically.
        let (foot_x, foot_y) = left[1];
        assert!(left[0].0 < foot_x && right[0].0 > foot_x);
        assert!((foot_x - left[0].0 - (right[0].0 - foot_x)).abs() < 0.2);
        // 45°: as far across as up.
        assert!(((foot_x - left[0].0) - (left[0].1 - foot_y)).abs() < 0.2);
    }

    #[test]
    fn numbers_draw_a_mast_from_minus_one() {
        let svg = svg_of("3");
        assert!(svg.contains(">t = -1<") && svg.contains(">mean 3<"));
        assert_eq!(points(&svg, "left-wall").len(), 1);
    }

    #[test]
    fn titles_are_escaped() {
        let mut arena = Arena::new();
        let g = parse(&mut arena, "*").unwrap();
        let t = temperature::thermograph(&mut arena, g);
        let svg = thermograph("<&>", &t);
        assert!(svg.contains("&lt;&amp;&gt;") && !svg.contains("<&>"));
    }

    /// The number in `attribute="…"` of the first element of `class`.
    fn attribute(svg: &str, class: &str, attribute: &str) -> f64 {
        let start = svg.find(&format!("class=\"{class}\"")).unwrap();
        let element = &svg[start..start + svg[start..].find('>').unwrap()];
        let key = format!(" {attribute}=\"");
        let rest = &element[element.find(&key).unwrap() + key.len()..];
        rest[..rest.find('"').unwrap()].parse().unwrap()
    }

    fn width(svg: &str) -> f64 {
        let rest = &svg[svg.find("<svg").unwrap()..];
        let rest = &rest[rest.find("width=\"").unwrap() + 7..];
        rest[..rest.find('"').unwrap()].parse().unwrap()
    }

    /// Each wall runs from t = −1 to the foot of the mast, where both end; a wall with a
    /// vertical last piece (`^`, `v`, `{0||0|-2}`, `{2|0||0}`) is drawn to the foot, not left
    /// a lone point.
    #[test]
    fn both_walls_reach_the_foot_of_the_mast() {
        for game in [
            "^",
            "v",
            "{0||0|-2}",
            "{2|0||0}",
            "*",
            "+-1",
            "{2|0||-1}",
            "^* + {3|1}",
        ] {
            both_walls_reach_the_foot_in(game);
        }
    }

    fn both_walls_reach_the_foot_in(game: &str) {
        let svg = svg_of(game);
        let foot = (attribute(&svg, "mast", "x1"), attribute(&svg, "mast", "y1"));
        let bottom = attribute(&svg, "base", "y1");
        for class in ["left-wall", "right-wall"] {
            let wall = points(&svg, class);
            assert!(wall.len() >= 2, "{game}: {class} {wall:?}");
            assert_eq!(wall[0].1, bottom, "{game}: {class} starts at t = -1");
            assert_eq!(*wall.last().unwrap(), foot, "{game}: {class} {wall:?}");
        }
    }

    /// An integer's thermograph is the mast alone, from t = −1: the walls are the single point
    /// at its foot. A number like 5/2 = {2|3} has temperature −1/2: its walls run from t = −1
    /// up to the mast there.
    #[test]
    fn a_number_has_its_walls_at_the_foot_of_the_mast() {
        let svg = svg_of("3");
        let foot = (attribute(&svg, "mast", "x1"), attribute(&svg, "mast", "y1"));
        assert_eq!(foot.1, attribute(&svg, "base", "y1"));
        assert_eq!(points(&svg, "left-wall"), [foot]);
        assert_eq!(points(&svg, "right-wall"), [foot]);
        both_walls_reach_the_foot_in("5/2");
        assert!(svg_of("5/2").contains(">t = -1/2<"));
    }

    /// The temperature axis is labelled at t = −1 (where the walls start) as well as at 0,
    /// and the mean is written over the top of the mast.
    #[test]
    fn the_base_line_is_labelled_and_the_mean_sits_on_the_mast() {
        let svg = svg_of("{2|0||-1}");
        assert!(svg.contains("class=\"base-label\"") && svg.contains(">t = -1</text>"));
        assert!(svg.contains(">t = 0</text>"));
        let base = attribute(&svg, "base", "y1");
        assert!((attribute(&svg, "base-label", "y") - base).abs() < 10.0);
        let (mast_x, mast_top) = (attribute(&svg, "mast", "x1"), attribute(&svg, "mast", "y2"));
        assert_eq!(attribute(&svg, "mean", "x"), mast_x);
        let above = mast_top - attribute(&svg, "mean", "y");
        assert!(above > 0.0 && above < 12.0, "{above}");
        assert!(svg.contains(">mean 0<") && svg.contains(">t = 1<"));
    }

    /// 30 switches written out make a long title: the picture is as wide as for a short name,
    /// and the heading is shortened while the <title> keeps all of it.
    #[test]
    fn the_width_does_not_depend_on_the_title() {
        let long: Vec<String> = (1..=30).map(|k| format!("+-{k}")).collect();
        let long = long.join(" + ");
        let mut arena = Arena::new();
        let g = parse(&mut arena, &long).unwrap();
        let t = temperature::thermograph(&mut arena, g);
        let (named, typed) = (thermograph("G", &t), thermograph(&long, &t));
        assert_eq!(width(&named), width(&typed));
        assert!(
            width(&typed) <= 2.0 * 48.0 + 360.0 + 1.0,
            "{}",
            width(&typed)
        );
        assert!(typed.contains(&format!("<title>{long}</title>")));
        assert!(typed.contains("\u{2026}</text>"));
        // Short titles are not shortened.
        assert!(svg_of("^").contains(">^</text>"));
    }
}
