fn main() {
    gamecore::judge::run(arc143c::solve);
}
