fn main() {
    gamecore::judge::run(cf1033g::solve);
}
