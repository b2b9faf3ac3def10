fn main() {
    gamecore::judge::run(hdu1536::solve);
}
