fn main() {
    gamecore::judge::run(hdu2516::solve);
}
