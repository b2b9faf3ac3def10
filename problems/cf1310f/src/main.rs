fn main() {
    gamecore::judge::run(cf1310f::solve);
}
