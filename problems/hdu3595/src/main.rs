fn main() {
    gamecore::judge::run(hdu3595::solve);
}
