fn main() {
    gamecore::judge::run(cf1704f::solve);
}
