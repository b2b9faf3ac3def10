fn main() {
    gamecore::judge::run(bzoj1228::solve);
}
