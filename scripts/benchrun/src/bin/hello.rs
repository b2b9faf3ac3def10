//! `hello`: a Rust hello-world, the process floor each problem binary is compared with in
//! `make bench`'s floor rows (the least a Rust program costs to start, print and end).

fn main() {
    println!("hello");
}
