//! A thermograph as an SVG picture, drawn the way the books draw it: temperature upward from
//! −1, values along the horizontal axis with Left's (larger) values on the left, one unit of
//! value as long as one unit of temperature (so the walls run at 45°).
//!
//! The left wall is a `<polyline class="left-wall">`, the right wall a
//! `<polyline class="right-wall">`, the mast a `<line class="mast">` from the temperature
//! up, the temperature a dashed `<line class="temperature">` with its value written beside it,
//! and the line `t = 0` (where the walls give the stops) a `<line class="axis">`.

use gamecore::partizan::dyadic::Dyadic;
use gamecore::partizan::temperature::Thermograph;
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

fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
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
    let left = t.left_wall().vertices();
    let right = t.right_wall().vertices();
    let temperature = t.temperature();
    let mean = t.mean();
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
    let scale = (360.0 / span).clamp(8.0, 120.0);
    let width = 2.0 * MARGIN + (high - low) * scale;
    let height = TITLE_ROOM + 2.0 * MARGIN + (top_t + 1.0) * scale;
    let x = |v: f64| MARGIN + (high - v) * scale;
    let y = |t: f64| height - MARGIN - (t + 1.0) * scale;

    let mut body = String::new();
    // The line t = 0 with the stops written under it.
    let _ = writeln!(
        body,
        "<line class=\"axis\" x1=\"{:.1}\" y1=\"{y0:.1}\" x2=\"{:.1}\" y2=\"{y0:.1}\" stroke=\"#bbbbbb\"/>\
         <text x=\"{:.1}\" y=\"{:.1}\" {FONT}>t = 0</text>",
        MARGIN / 2.0,
        width - MARGIN / 2.0,
        4.0,
        y(0.0) - 3.0,
        y0 = y(0.0),
    );
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
    // The mean under the mast's foot, the stops at the walls' crossings of t = 0.
    let _ = writeln!(
        body,
        "<text x=\"{mx:.1}\" y=\"{:.1}\" {FONT} text-anchor=\"middle\">mean {}</text>",
        height - MARGIN / 2.0,
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
    let width = width.max(16.0 + 8.0 * title.chars().count() as f64);
    let title = escape(title);
    format!(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n\
         <svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{w:.0}\" height=\"{h:.0}\" \
         viewBox=\"0 0 {w:.0} {h:.0}\">\n<title>{title}</title>\n\
         <rect class=\"bg\" x=\"0\" y=\"0\" width=\"{w:.0}\" height=\"{h:.0}\" fill=\"#ffffff\"/>\n\
         <text x=\"8\" y=\"18\" {TITLE_FONT}>{title}</text>\n{body}</svg>\n",
        w = width.ceil(),
        h = height.ceil(),
    )
}

#[cfg(test)]
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
}
