//! SVG pictures, written by hand: a sequence as a strip of coloured cells (one per heap size,
//! in rows of fixed width), a table as a heat map, each with a small legend.
//!
//! Every value cell is a `<rect class="cell">`, every legend swatch a `<rect class="key">`.

use gamecore::mex::Grundy;
use std::fmt::Write as _;

/// Distinct colours for the values 1..=15 when no value is larger (0 is always near-black:
/// the losing positions).
const CATEGORICAL: [&str; 15] = [
    "#4e79a7", "#f28e2b", "#59a14f", "#e15759", "#76b7b2", "#edc948", "#b07aa1", "#ff9da7",
    "#9c755f", "#17becf", "#bcbd22", "#8c564b", "#e377c2", "#1f3f8f", "#7f7f7f",
];
const ZERO: &str = "#1b1b1b";
/// Stops of a perceptually even scale (viridis) for larger values.
const SCALE: [(u8, u8, u8); 5] = [
    (68, 1, 84),
    (59, 82, 139),
    (33, 145, 140),
    (94, 201, 98),
    (253, 231, 37),
];

/// The fill of `value` when the largest value drawn is `largest`.
pub fn fill(value: Grundy, largest: Grundy) -> String {
    if value == 0 {
        return ZERO.to_string();
    }
    if largest as usize <= CATEGORICAL.len() {
        return CATEGORICAL[value as usize - 1].to_string();
    }
    let t = f64::from(value) / f64::from(largest) * (SCALE.len() - 1) as f64;
    let low = (t.floor() as usize).min(SCALE.len() - 2);
    let frac = t - low as f64;
    let mix = |a: u8, b: u8| (f64::from(a) + (f64::from(b) - f64::from(a)) * frac).round() as u8;
    let (a, b) = (SCALE[low], SCALE[low + 1]);
    format!(
        "#{:02x}{:02x}{:02x}",
        mix(a.0, b.0),
        mix(a.1, b.1),
        mix(a.2, b.2)
    )
}

fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// The values the legend shows, all of them values that occur in `values`: every one when the
/// colours are distinct (largest value at most 15), else at most six spread over the range —
/// for each sixth of the range, the least value drawn from there on.
fn legend_values(values: &[Grundy]) -> Vec<Grundy> {
    let mut present = values.to_vec();
    present.sort_unstable();
    present.dedup();
    let Some(&largest) = present.last() else {
        return present;
    };
    if largest as usize <= CATEGORICAL.len() {
        return present;
    }
    let mut keys: Vec<Grundy> = (0..=5u64)
        .map(|k| {
            let target = u64::from(largest) * k / 5;
            present[present.partition_point(|&v| u64::from(v) < target)]
        })
        .collect();
    keys.dedup();
    keys
}

/// How many columns (or rows) apart labels go: the least of 1, 2, 5, 10, 20, 50, … that leaves
/// `needed` pixels for each label in cells of `size` pixels.
fn label_step(size: usize, needed: usize) -> usize {
    let mut scale = 1;
    loop {
        for multiple in [1, 2, 5] {
            let step = multiple * scale;
            if step * size.max(1) >= needed {
                return step;
            }
        }
        scale *= 10;
    }
}

/// Side of a cell in pixels, smaller for big pictures.
fn cell_size(cells: usize) -> usize {
    match cells {
        0..=2_000 => 14,
        2_001..=20_000 => 8,
        _ => 4,
    }
}

const FONT: &str = "font-family=\"monospace\" font-size=\"11\"";
const TITLE_FONT: &str = "font-family=\"monospace\" font-size=\"13\"";
/// Width of one character of the label font, roughly.
const CHAR: usize = 7;

struct Picture {
    body: String,
    width: usize,
    height: usize,
}

impl Picture {
    fn finish(mut self, title: &str) -> String {
        // Room for the title line too (monospace, about 8 px a character at 13 px).
        self.width = self.width.max(16 + 8 * title.chars().count());
        let title = escape(title);
        format!(
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n\
             <svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{w}\" height=\"{h}\" \
             viewBox=\"0 0 {w} {h}\">\n<title>{title}</title>\n\
             <rect class=\"bg\" x=\"0\" y=\"0\" width=\"{w}\" height=\"{h}\" fill=\"#ffffff\"/>\n\
             <text x=\"8\" y=\"18\" {TITLE_FONT}>{title}</text>\n{body}</svg>\n",
            w = self.width,
            h = self.height,
            body = self.body,
        )
    }

    /// Draws the legend of `values` at height `top`, returning the height used.
    fn legend(&mut self, top: usize, left: usize, values: &[Grundy]) -> usize {
        let largest = values.iter().copied().max().unwrap_or(0);
        let mut x = left;
        let _ = writeln!(
            self.body,
            "<text x=\"{left}\" y=\"{}\" {FONT}>G =</text>",
            top + 11
        );
        x += 4 * CHAR;
        for value in legend_values(values) {
            let _ = writeln!(
                self.body,
                "<rect class=\"key\" x=\"{x}\" y=\"{top}\" width=\"12\" height=\"12\" fill=\"{}\"/>\
                 <text x=\"{}\" y=\"{}\" {FONT}>{value}</text>",
                fill(value, largest),
                x + 15,
                top + 11
            );
            x += 15 + CHAR * (value.to_string().len() + 1);
        }
        self.width = self.width.max(x + 8);
        20
    }
}

fn cell(body: &mut String, x: usize, y: usize, size: usize, colour: &str, tip: Option<String>) {
    let _ = write!(
        body,
        "<rect class=\"cell\" x=\"{x}\" y=\"{y}\" width=\"{size}\" height=\"{size}\" fill=\"{colour}\""
    );
    match tip {
        Some(tip) => {
            let _ = writeln!(body, "><title>{}</title></rect>", escape(&tip));
        }
        None => body.push_str("/>\n"),
    }
}

/// Hover titles only while the file stays small.
const MAX_TIPS: usize = 20_000;

/// A strip of `values` (G(0), G(1), …) in rows of `width` cells, each row labelled with its
/// first heap size.
pub fn strip(title: &str, values: &[Grundy], width: usize) -> String {
    strip_from(title, values, width, 0)
}

/// A strip of `values` = G(first), G(first + 1), … in rows of `width` cells, each row
/// labelled with its first heap size (the window that `explore … --from N` draws).
pub fn strip_from(title: &str, values: &[Grundy], width: usize, first: usize) -> String {
    let size = cell_size(values.len());
    let rows = values.len().div_ceil(width);
    let largest = values.iter().copied().max().unwrap_or(0);
    let label_width = CHAR * (first + rows.saturating_sub(1) * width).to_string().len() + 8;
    let (left, top) = (8 + label_width, 30);
    let mut picture = Picture {
        body: String::new(),
        width: left + width * size + 8,
        height: 0,
    };
    let tips = values.len() <= MAX_TIPS;
    // Rows of 8 px or less are lower than a label: label every second (fifth, …) row.
    let row_step = label_step(size, 12);
    for (row, chunk) in values.chunks(width).enumerate() {
        let y = top + row * size;
        if row.is_multiple_of(row_step) {
            let _ = writeln!(
                picture.body,
                "<text x=\"{}\" y=\"{}\" {FONT} text-anchor=\"end\">{}</text>",
                left - 6,
                y + size - 2,
                first + row * width
            );
        }
        for (i, &value) in chunk.iter().enumerate() {
            let n = first + row * width + i;
            let tip = tips.then(|| format!("G({n}) = {value}"));
            cell(
                &mut picture.body,
                left + i * size,
                y,
                size,
                &fill(value, largest),
                tip,
            );
        }
    }
    let legend_top = top + rows * size + 12;
    let used = picture.legend(legend_top, 8, values);
    picture.height = legend_top + used + 8;
    picture.finish(title)
}

/// A heat map of `values` (row by row, `columns` per row), rows and columns numbered from
/// `origin`, the axes named `axes`.
pub fn heat_map(
    title: &str,
    values: &[Grundy],
    columns: usize,
    origin: usize,
    axes: (&str, &str),
) -> String {
    let rows = values.len() / columns;
    let size = cell_size(values.len()).max(10);
    let largest = values.iter().copied().max().unwrap_or(0);
    let label_width = CHAR * (origin + rows).to_string().len().max(axes.0.len()) + 8;
    let (left, top) = (8 + label_width, 46);
    let mut picture = Picture {
        body: String::new(),
        width: left + columns * size + 8,
        height: 0,
    };
    // Label the columns and rows whose number is a multiple of a step that leaves room for
    // the label: a column label is as wide as its digits and a gap, a row label 12 px high.
    let digits = (origin + rows.max(columns) - 1).to_string().len();
    let column_step = label_step(size, CHAR * digits + 5);
    let row_step = label_step(size, 12);
    let _ = writeln!(
        picture.body,
        "<text x=\"{}\" y=\"{}\" {FONT} text-anchor=\"end\">{}\\{}</text>",
        left - 6,
        top - 6,
        escape(axes.0),
        escape(axes.1)
    );
    for c in (0..columns).filter(|c| (origin + c).is_multiple_of(column_step)) {
        let _ = writeln!(
            picture.body,
            "<text x=\"{}\" y=\"{}\" {FONT} text-anchor=\"middle\">{}</text>",
            left + c * size + size / 2,
            top - 6,
            origin + c
        );
    }
    let tips = values.len() <= MAX_TIPS;
    for (r, row) in values.chunks(columns).enumerate() {
        let y = top + r * size;
        if (origin + r).is_multiple_of(row_step) {
            let _ = writeln!(
                picture.body,
                "<text x=\"{}\" y=\"{}\" {FONT} text-anchor=\"end\">{}</text>",
                left - 6,
                y + size - 3,
                origin + r
            );
        }
        for (c, &value) in row.iter().enumerate() {
            let tip = tips.then(|| format!("G({}, {}) = {value}", origin + r, origin + c));
            cell(
                &mut picture.body,
                left + c * size,
                y,
                size,
                &fill(value, largest),
                tip,
            );
        }
    }
    let legend_top = top + rows * size + 12;
    let used = picture.legend(legend_top, 8, values);
    picture.height = legend_top + used + 8;
    picture.finish(title)
}

#[cfg(test)]
mod tests {
    use super::{fill, heat_map, label_step, legend_values, strip};

    #[test]
    fn colours() {
        assert_eq!(fill(0, 3), "#1b1b1b");
        assert_eq!(fill(1, 3), "#4e79a7");
        assert_eq!(fill(0, 400), "#1b1b1b");
        assert_eq!(fill(400, 400), "#fde725");
        assert_eq!(fill(1, 400), "#440255"); // just past the dark end
        assert_ne!(fill(100, 400), fill(300, 400));
    }

    #[test]
    fn legends_list_only_values_drawn() {
        assert_eq!(legend_values(&[3, 0, 1, 2, 1]), vec![0, 1, 2, 3]);
        assert_eq!(legend_values(&[0, 5, 7, 5]), vec![0, 5, 7]);
        assert_eq!(legend_values(&[4, 2]), vec![2, 4]);
        let all: Vec<u32> = (0..=100).collect();
        assert_eq!(legend_values(&all), vec![0, 20, 40, 60, 80, 100]);
        let sixteen: Vec<u32> = (0..=16).collect();
        assert_eq!(legend_values(&sixteen), vec![0, 3, 6, 9, 12, 16]);
        // Gaps: each sixth of the range shows the least value drawn from there on.
        assert_eq!(legend_values(&[0, 1, 41, 100, 99]), vec![0, 41, 99, 100]);
        assert_eq!(legend_values(&[]), Vec::<u32>::new());
    }

    #[test]
    fn label_steps_leave_room() {
        assert_eq!(label_step(14, 12), 1);
        assert_eq!(label_step(10, 12), 2);
        // Two digits and a gap (7 · 2 + 5 = 19 px) in cells of 14 px: every second column.
        assert_eq!(label_step(14, 19), 2);
        assert_eq!(label_step(10, 26), 5);
        assert_eq!(label_step(4, 26), 10);
        assert_eq!(label_step(1, 26), 50);
        assert_eq!(label_step(1, 101), 200);
    }

    #[test]
    fn one_rect_per_value() {
        let values: Vec<u32> = (0..50).map(|n| n % 7).collect();
        let svg = strip("a <b> & \"c\"", &values, 12);
        assert_eq!(svg.matches("<rect class=\"cell\"").count(), 50);
        assert_eq!(svg.matches("<rect class=\"key\"").count(), 7);
        assert!(svg.contains("a &lt;b&gt; &amp; &quot;c&quot;"));
        let map = heat_map("t", &values[..48], 8, 1, ("a", "b"));
        assert_eq!(map.matches("<rect class=\"cell\"").count(), 48);
        assert!(map.contains("G(6, 8) = "));
    }
}
