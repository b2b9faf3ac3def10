fn main() {
    gamecore::judge::run(bzoj3576::solve);
}
