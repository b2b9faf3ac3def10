fn main() {
    gamecore::judge::run(abc265h::solve);
}
