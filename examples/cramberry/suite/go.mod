module example.com/cramberry

go 1.22
