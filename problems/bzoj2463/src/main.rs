fn main() {
    gamecore::judge::run(bzoj2463::solve);
}
