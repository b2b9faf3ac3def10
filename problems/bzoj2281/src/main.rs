fn main() {
    gamecore::judge::run(bzoj2281::solve);
}
