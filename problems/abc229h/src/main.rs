fn main() {
    gamecore::judge::run(abc229h::solve);
}
