fn main() {
    gamecore::judge::run(hdu1524::solve);
}
