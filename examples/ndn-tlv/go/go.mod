module example.com/ndntlv

go 1.21
