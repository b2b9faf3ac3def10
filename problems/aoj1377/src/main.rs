fn main() {
    gamecore::judge::run(aoj1377::solve);
}
