fn main() {
    gamecore::judge::run(bzoj1443::solve);
}
