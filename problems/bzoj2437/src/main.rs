fn main() {
    gamecore::judge::run(bzoj2437::solve);
}
